import { ISLAND_CHUNK_PREFIX, islandOfModule } from '../src/islands/chunks.server';

/**
 * The client build's chunk names (`build.rollupOptions.output.chunkFileNames`): each island's
 * chunk is named after it (island-quote-<hash>.js ...), so that `npm run size` and the dist checks
 * find an island's code by the name its HTML marker carries. The names come from the one island
 * table (src/islands/chunks.server.ts reads it).
 */
export function chunkFileName(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  const island = [chunk.facadeModuleId, ...chunk.moduleIds].map(islandOfModule).find(Boolean);
  return island ? `assets/${ISLAND_CHUNK_PREFIX}${island}-[hash].js` : 'assets/[name]-[hash].js';
}
