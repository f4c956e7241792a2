/**
 * The Model Context Protocol at /v1/mcp (streamable HTTP, stateless, JSON responses): every operation of the
 * registry (`api/operations.ts`) is a tool whose input schema is the JSON Schema of its typed input
 * (`input-schema.ts`: numbers as numbers, closed vocabularies as enums, `required` as the zod schema says) and
 * whose description says what it answers. A call is answered by the operation itself (`call.ts`): the result is
 * the REST response as JSON text; an error (a 400 naming the field, a 404 for an unknown name) is a tool error
 * carrying the API's error body. Every MCP request needs the API key, as REST does, and counts once against it.
 *
 * A request that is one plain `tools/call` (the usual one) is answered without building a server and transport
 * for it, with the bytes the SDK writes for the same result (from the kept bytes when its answer was kept), whenever
 * the SDK would accept the request as sent; anything else (the handshake, `tools/list`, a batch, a notification, a
 * header the SDK would refuse, `_meta`) takes the SDK's whole path.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type CallToolResult, CallToolRequestSchema, ListToolsRequestSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import { ApiError } from '../errors.ts';
import { OPERATIONS, operationNamed } from '../operations.ts';
import type { Answer, OperationCaller } from './call.ts';
import { bodyHeaders, headersSoFar, hijack, KeptBody, KeptPost, writeResponse } from '../shared/response-cache.ts';
import { interfaceInputSchema } from './input-schema.ts';

const TOOLS = Object.entries(OPERATIONS).map(([name, operation]) => ({
  name,
  description: operation.description,
  // MCP wants an object schema at the top; an operation's input always is one (a body's preprocessing aside).
  inputSchema: { ...interfaceInputSchema(operation), type: 'object' as const },
}));

/**
 * A tool's result: the REST response as JSON text, or the API's error body as a tool error (keys in the order the
 * SDK writes them).
 */
async function toolResult(operations: OperationCaller, name: string, args: unknown): Promise<CallToolResult> {
  const operation = operationNamed(name);
  if (!operation) {
    return { content: [{ type: 'text', text: `Unknown tool "${name}"; the tools are ${TOOLS.map((t) => t.name).join(', ')}` }], isError: true };
  }
  const result = await operations.call(operation, args);
  if (result.ok) return { content: [{ type: 'text', text: result.json }] };
  return { content: [{ type: 'text', text: JSON.stringify(result.error) }], isError: true };
}

/** A server for one HTTP request (stateless: no session outlives it). */
function mcpServer(operations: OperationCaller): Server {
  const server = new Server({ name: 'jyotish-api', version: ENGINE_VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => toolResult(operations, request.params.name, request.params.arguments ?? {}));
  return server;
}

/** What a JSON-RPC message names as a plain object, or undefined. */
const objectOr = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

interface ToolCall {
  readonly id: string | number;
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** Whether the SDK accepts a request's headers as sent (its Accept, Content-Type and protocol-version checks). */
function sdkAcceptsHeaders(headers: IncomingHttpHeaders): boolean {
  const { accept, 'content-type': type, 'mcp-protocol-version': version } = headers;
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false;
  if (!/^application\/json\s*(;|$)/i.test(type ?? '')) return false;
  return version === undefined || (typeof version === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(version));
}

/** The tool call a JSON-RPC message is when it is one plain `tools/call` (an id, a name, arguments, nothing else); otherwise undefined. */
function toolCallOf(body: unknown): ToolCall | undefined {
  const message = objectOr(body);
  const params = objectOr(message?.params);
  if (message?.jsonrpc !== '2.0' || message.method !== 'tools/call' || params === undefined) return undefined;
  const { id } = message;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return undefined;
  if (Object.keys(message).length !== 4 || Object.keys(params).some((key) => key !== 'name' && key !== 'arguments')) return undefined;
  const args = params.arguments === undefined ? {} : objectOr(params.arguments);
  if (typeof params.name !== 'string' || args === undefined) return undefined;
  return { id: id as string | number, name: params.name, args };
}

/** Each kept answer's response up to its id (`{"result":…,"id":`), made on its first kept call. */
const keptHeads = new WeakMap<Answer, Buffer>();

/** The response to one tool call from its kept answer, as the SDK writes it; undefined when its answer is not kept. */
function keptToolCallResponse(operations: OperationCaller, call: ToolCall): Buffer | undefined {
  const operation = operationNamed(call.name);
  const kept = operation && operations.keptAnswer(operation, call.args);
  if (!kept) return undefined;
  let head = keptHeads.get(kept);
  if (head === undefined) {
    head = Buffer.from(`{"result":${JSON.stringify({ content: [{ type: 'text', text: kept.json }] })},"jsonrpc":"2.0","id":`);
    keptHeads.set(kept, head);
  }
  return Buffer.concat([head, Buffer.from(`${JSON.stringify(call.id)}}`)]);
}

/** The response to one tool call as the SDK writes it, `{"result":…,"jsonrpc":"2.0","id":…}`. */
async function toolCallResponse(operations: OperationCaller, call: ToolCall): Promise<Buffer> {
  return (
    keptToolCallResponse(operations, call) ??
    Buffer.from(`{"result":${JSON.stringify(await toolResult(operations, call.name, call.args))},"jsonrpc":"2.0","id":${JSON.stringify(call.id)}}`)
  );
}

/** Where MCP is served. */
const MCP_PATH = '/v1/mcp';

/** The SDK's content type of a response, as it writes it. */
const RESPONSE_TYPE = 'application/json';

/** Serves MCP at /v1/mcp: POST carries the JSON-RPC messages; there is no session to resume with GET or end with DELETE. */
export async function mcpRoutes(app: FastifyInstance, operations: OperationCaller): Promise<void> {
  // A kept tool call's response, answered by the cached read before the body parser (api/plugins/cached-reads.ts).
  const keptPost = new KeptPost(
    (body) => {
      const call = toolCallOf(body);
      const kept = call && keptToolCallResponse(operations, call);
      return kept && new KeptBody(RESPONSE_TYPE, kept);
    },
    sdkAcceptsHeaders,
  );
  app.keptAnswers.addPost(MCP_PATH, keptPost);
  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const call = sdkAcceptsHeaders(request.headers) ? toolCallOf(request.body) : undefined;
    if (call !== undefined) {
      const body = await toolCallResponse(operations, call);
      writeResponse(hijack(reply), body, headersSoFar(reply), bodyHeaders(RESPONSE_TYPE, body));
      return;
    }
    const server = mcpServer(operations);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    // The transport writes the response itself: it carries the headers the hooks set (security, rate limit).
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      schema: { hide: true },
      // A client probing for a server-sent stream (the SDK's does after initializing) is told there is none; not a
      // request to count.
      config: { rateLimit: false },
      handler: async (_request, reply) => {
        void reply.header('allow', 'POST');
        throw new ApiError('METHOD_NOT_ALLOWED', 'The MCP endpoint is stateless: send JSON-RPC messages with POST');
      },
    });
  }
}
