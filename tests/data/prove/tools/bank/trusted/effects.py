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


@clauz3.requires(lambda to: "@" in to and to.endswith(".com"), message="only .com addresses")
@clauz3.trusted
def send(to: str) -> None:
    return None


@clauz3.trusted
def whoami() -> str:
    return "someone"


@clauz3.requires(lambda text: len(text) <= 20, message="at most 20 characters")
@clauz3.trusted
def greet(text: str) -> None:
    return None


@clauz3.requires(lambda text: len(text) <= 1000, message="at most 1000 characters")
@clauz3.trusted
def publish(text: str) -> None:
    return None


@clauz3.ensures(lambda result: result > 5 and result < 3)
@clauz3.trusted
def impossible() -> int:
    return 4
