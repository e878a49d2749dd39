// Plays the mobile app's part of sign-in by code, end to end:
//   node scripts/mobile-sign-in.mjs [--url http://localhost:3000] [--client HARBOR]
// It asks the portal for a code, shows it, polls (honouring the interval and SLOW_DOWN) until
// a signed-in member enters the code at /mobile-sign-in, then reads member info with its token.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000' }, client: { type: 'string', default: 'HARBOR' } },
});
const headers = { 'content-type': 'application/json', 'x-client-abbreviation': values.client };
const call = async (method, path, body, extra = {}) => {
  const response = await fetch(`${values.url}/api${path}`, {
    method,
    headers: { ...headers, ...extra },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const started = await call('POST', '/v1/mobile/device-authorization');
if (started.status !== 200) {
  console.error('The portal refused to start:', started.body.error?.message ?? started.status);
  process.exit(1);
}
const { device_code: deviceCode, user_code: userCode, verification_uri: uri, expires_in: expiresIn } = started.body;
let interval = started.body.interval;
console.log(
  `Sign in on the web and enter this code at ${uri}:\n\n    ${userCode}\n\n(It expires in ${Math.round(expiresIn / 60)} minutes.)`,
);

const deadline = Date.now() + expiresIn * 1000;
while (Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, interval * 1000));
  const polled = await call('POST', '/v1/mobile/token', { device_code: deviceCode });
  if (polled.status === 200) {
    const info = await call('GET', '/v3/web/member/member-info', undefined, { authorization: `Bearer ${polled.body.jwt}` });
    console.log(
      `Signed in as member ${polled.body.member_id} (${info.body.first_name} ${info.body.last_name}); the app now holds a refresh token.`,
    );
    process.exit(0);
  }
  const code = polled.body.error?.code;
  if (code === 'SLOW_DOWN') interval += 5;
  else if (code !== 'AUTHORIZATION_PENDING') {
    console.error('Sign-in failed:', polled.body.error?.message ?? polled.status);
    process.exit(1);
  }
}
console.error('The code expired before it was entered.');
process.exit(1);
