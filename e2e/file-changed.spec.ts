// A file changed on disk after it was checked: sending refuses it (nothing goes out), the
// result says so with a Reload button, and Reload checks the file again from disk, so the new
// content is what the preview shows and what is sent.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sendAndConfirm, tokenSettled } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';

test('changed on disk after the check: refused, Reload shows the new content, and it can be sent', async ({ app, fake }) => {
  await dropFile(app, path.join(SAMPLES, 'valid-small.json'));
  const header = app.getByRole('banner');
  await expect(header.getByText(ui('state.ready'))).toBeVisible();
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);

  // The file the window checked (the harness's copy of the dropped file; its path is the
  // file name's tooltip), edited as a user would in another program.
  const checked = await header.getByText('valid-small.json').getAttribute('title');
  expect(checked).toBeTruthy();
  const edited = (await readFile(checked!, 'utf8')).replace('Standing desk Flex 160', 'Standing desk Flex 180');
  await writeFile(checked!, edited);

  await sendAndConfirm(app);
  const result = app.getByRole('region', { name: ui('result.title.fileChanged') });
  await expect(result).toBeVisible();
  await expect(result.getByText('The file has changed since it was validated, so it was not sent.', { exact: false })).toBeVisible();
  expect(fake.requests).toHaveLength(0);
  await tokenSettled(app);
  await checkScreen(app, '34-file-changed');

  await result.getByRole('button', { name: ui('result.reload') }).click();
  const articles = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await expect(articles.getByText('Standing desk Flex 180')).toBeVisible();
  await expect(articles.getByText('Standing desk Flex 160')).toHaveCount(0);
  await expect(header.getByText(ui('state.ready'))).toBeVisible();
  await expect(result).toHaveCount(0);

  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]).toMatchObject({ bodySha256: createHash('sha256').update(edited).digest('hex') });
});
