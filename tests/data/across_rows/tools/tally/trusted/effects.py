import clauz3


@clauz3.ensures(lambda result: len(result) <= 8)
@clauz3.trusted
def words(topic: str) -> list[str]:
    """At most eight words on a topic."""
    ...


@clauz3.ensures(lambda result: len(result) <= 8)
@clauz3.trusted
def numbers(topic: str) -> list[int]:
    """At most eight numbers on a topic."""
    ...


@clauz3.trusted
def score(word: str) -> int:
    """Some score of a word."""
    ...


@clauz3.trusted
def send(id: int) -> None:
    """Send one id."""
    ...
