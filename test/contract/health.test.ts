import { startTestApp, client, type TestApp } from '../helpers/app';

describe('GET /api/health', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
  });
  afterAll(() => t.close());

  it('is public and answers 200 Healthy with a UTC timestamp', async () => {
    const r = await api.get('/api/health');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body).toEqual({ status: 'Healthy', timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
  });

  it('liveness answers 200', async () => {
    const r = await api.get('/api/health/live');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('Healthy');
  });

  it('is not audited and not rate limited', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => api.get('/api/health')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results[0].headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('answers 503 Unhealthy with the Health shape once shutdown begins', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const r = await api.get('/api/health');
      expect(r.status).toBe(503);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.body).toEqual({ status: 'Unhealthy', timestamp: expect.any(String) });
      expect(r.headers.get('connection')).toBe('close');
      expect((await api.get('/api/health/live')).status).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });
});
