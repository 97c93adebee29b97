from clauz3.spec import contract, effect, ContractSpec

Take = effect("take")
Store = effect("store")


@contract
def at_most_takes(n: int) -> ContractSpec:
    """At most {n} takes."""
    return Take.count() <= n


@contract
def takes_from(schema: type, field: str) -> ContractSpec:
    """Every take names the {field} of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Take.all(lambda t: t.label == column)


@contract
def stores_sealed() -> ContractSpec:
    """Every stored jar is sealed and holds no negative weight."""
    return Store.all(lambda s: s.jar.sealed and s.jar.grams >= 0)
