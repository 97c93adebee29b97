import clauz3


@clauz3.requires(lambda to, body: len(body) <= 160)
@clauz3.trusted
def send(to: str) -> None: ...


@clauz3.ensures(lambda result: result >= 0)
@clauz3.trusted
def pay(payee: str) -> int:
    return len(payee)
