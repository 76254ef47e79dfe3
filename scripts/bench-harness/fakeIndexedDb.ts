/** IndexedDB for Node (fake-indexeddb), for the benchmarks that run the table's save store: import it before localforage. */
import 'fake-indexeddb/auto';
