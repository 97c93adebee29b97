import clauz3


@clauz3.trusted
def pay(payee: str, amount: int) -> None: ...
