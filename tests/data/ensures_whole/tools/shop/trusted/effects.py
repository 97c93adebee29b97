import clauz3


@clauz3.trusted
@clauz3.ensures(lambda result: len(result) <= 3 and all([x > 0 for x in result]))
def prices() -> list[int]:
    return [1]


@clauz3.trusted
@clauz3.ensures(lambda result: all([x > 0 for x in result]))
def sizes() -> list[int]:
    return [1]


@clauz3.trusted
@clauz3.ensures(lambda result: len([x for x in result if x > 0]) == len(result))
def weights() -> list[int]:
    return [1]


@clauz3.trusted
@clauz3.ensures(lambda result: not any([x <= 0 for x in result]))
def counts() -> list[int]:
    return [1]


@clauz3.trusted
@clauz3.ensures(lambda result: len(result) > 0 and result[0] > 0)
def first_positive() -> list[int]:
    return [1]


@clauz3.trusted
@clauz3.requires(lambda amount: amount > 0, "positive")
def charge(amount: int) -> None:
    pass
