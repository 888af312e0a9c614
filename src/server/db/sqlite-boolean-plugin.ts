import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = typeof node.value === 'boolean' ? (node.value ? 1 : 0) : node.value;
    return super.transformValue({ ...node, value });
  }

  // Multi-row inserts carry their values in this node instead of ValueNodes.
  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    const values = node.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
    return super.transformPrimitiveValueList({ ...node, values });
  }
}

/**
 * SQLite has no boolean type and better-sqlite3 refuses to bind JavaScript booleans, so boolean
 * parameters become 1/0 here and code above the db layer can write `true` on both dialects.
 * (Results come back as 0/1; readers use Boolean(), which Kysely's SqlBool type asks for.)
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
