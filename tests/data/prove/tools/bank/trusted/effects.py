import clauz3


@clauz3.requires(lambda amount: 0 < amount <= 500, message="payments are between 1 and 500")
@clauz3.trusted
def pay(amount: int) -> None:
    raise RuntimeError("never runs under the prover")


@clauz3.ensures(lambda result: result >= 0)
@clauz3.trusted
def balance() -> int:
    return 0


@clauz3.trusted
def approved(amount: int) -> bool:
    return True
