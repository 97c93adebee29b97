import clauz3


@clauz3.ensures(lambda cap, result: 0 <= result <= cap)
@clauz3.trusted
def allowance(label: str, cap: int) -> int: ...
