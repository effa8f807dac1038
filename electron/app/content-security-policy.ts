// The window's Content Security Policy, one string for the app (app:// responses) and the
// browser harness: only the app's own files; no inline scripts, no eval, no network but the
// app's own origin (all traffic to configurators goes through main), no frames, no plugins.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
