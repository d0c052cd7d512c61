import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors.js';
import { renderError } from './errors.js';

describe('renderError', () => {
  it('renders invalid_api_key in the flat shape', () => {
    const rendered = renderError(new AppError('invalid_api_key', 'bad key'), 'req-1');
    expect(rendered.status).toBe(401);
    expect(rendered.body).toEqual({ error: 'Unauthorized', message: 'bad key', code: 'invalid_api_key' });
  });

  it('renders every other refusal in the nested shape, with its headers', () => {
    const rendered = renderError(new AppError('rate_limit_exceeded', 'slow down', { headers: { 'retry-after': '3' } }), 'r');
    expect(rendered.status).toBe(429);
    expect(rendered.headers).toEqual({ 'retry-after': '3' });
    expect(rendered.body).toEqual({ error: { code: 'rate_limit_exceeded', message: 'slow down' } });
    expect(rendered.reportable).toBe(false);
  });

  it('turns a framework 4xx into invalid_request', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 415 });
    const rendered = renderError(error, 'r');
    expect(rendered.status).toBe(400);
    expect(rendered.body).toEqual({ error: { code: 'invalid_request', message: 'Body is not valid JSON' } });
  });

  it('turns a bug into a 500 that reveals only the request id', () => {
    const rendered = renderError(new Error('SQLITE_CORRUPT at /var/data/events.db'), 'req-42');
    expect(rendered.status).toBe(500);
    expect(rendered.reportable).toBe(true);
    expect(JSON.stringify(rendered.body)).not.toContain('SQLITE');
    expect(JSON.stringify(rendered.body)).not.toContain('/var/data');
    expect(rendered.body).toMatchObject({ error: { code: 'internal_error' } });
    expect(JSON.stringify(rendered.body)).toContain('req-42');
  });
});
