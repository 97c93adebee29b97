from clauz3.spec import ContractSpec, contract, effect

Take = effect("take")


@contract(description="Every jar taken from is named by the {field} of a {schema} row a query returned.")
def takes_from(schema: type, field: str) -> ContractSpec:
    column = getattr(schema, field)  # a column marker, not a value
    return Take.all(lambda t: t.label == column)
