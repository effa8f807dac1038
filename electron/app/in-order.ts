// Steps that must run one after another, in the order they were asked for, whatever each one
// awaits: the next starts once the previous has settled (answered or failed).

export type InOrder = <T>(step: () => Promise<T>) => Promise<T>;

export function inOrder(): InOrder {
  let last: Promise<unknown> = Promise.resolve();
  return (step) => {
    const result = last.then(step);
    last = result.catch(() => undefined);
    return result;
  };
}
