import clauz3


@clauz3.requires(lambda amount: 0 < amount <= 100)
@clauz3.trusted
def pay(payee: str, amount: int) -> None: ...
