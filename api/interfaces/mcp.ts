/**
 * The Model Context Protocol at /v1/mcp (streamable HTTP, stateless, JSON responses): every operation of the
 * registry (`api/operations.ts`) is a tool whose input schema is the JSON Schema of its typed input
 * (`input-schema.ts`: numbers as numbers, closed vocabularies as enums, `required` as the zod schema says) and
 * whose description says what it answers. A call is answered by the operation itself (`call.ts`): the result is
 * the REST response as JSON text; an error (a 400 naming the field, a 404 for an unknown name) is a tool error
 * carrying the API's error body. Every MCP request needs the API key, as REST does, and counts once against it.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import { ApiError } from '../errors.ts';
import { OPERATIONS, operationNamed } from '../operations.ts';
import type { OperationCaller } from './call.ts';
import { interfaceInputSchema } from './input-schema.ts';

const TOOLS = Object.entries(OPERATIONS).map(([name, operation]) => ({
  name,
  description: operation.description,
  // MCP wants an object schema at the top; an operation's input always is one (a body's preprocessing aside).
  inputSchema: { ...interfaceInputSchema(operation), type: 'object' as const },
}));

/** A server for one HTTP request (stateless: no session outlives it). */
function mcpServer(operations: OperationCaller): Server {
  const server = new Server({ name: 'jyotish-api', version: ENGINE_VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const operation = operationNamed(request.params.name);
    if (!operation) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool "${request.params.name}"; the tools are ${TOOLS.map((t) => t.name).join(', ')}` }] };
    }
    const result = await operations.call(operation, request.params.arguments ?? {});
    if (result.ok) return { content: [{ type: 'text', text: result.json }] };
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(result.error) }] };
  });
  return server;
}

/** Serves MCP at /v1/mcp: POST carries the JSON-RPC messages; there is no session to resume with GET or end with DELETE. */
export async function mcpRoutes(app: FastifyInstance, operations: OperationCaller): Promise<void> {
  app.post('/v1/mcp', { schema: { hide: true } }, async (request, reply) => {
    const server = mcpServer(operations);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/v1/mcp',
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
