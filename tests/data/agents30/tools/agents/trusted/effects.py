"""Effects of the issue-30 agent corpus: network, files, payments, messages, with the
exceptions each may raise declared through `@deal.raises`."""
import clauz3
import deal


@deal.raises(TimeoutError, ConnectionError)
@clauz3.ensures(lambda result: 100 <= result <= 599)
@clauz3.trusted
def fetch_status(url: str) -> int:
    """The HTTP status of a GET."""
    ...


@deal.raises(TimeoutError)
@clauz3.trusted
def fetch_text(url: str) -> str:
    """The body of a GET."""
    ...


@deal.raises(FileNotFoundError, PermissionError)
@clauz3.trusted
def read_file(path: str) -> str:
    ...


@deal.raises(TimeoutError)
@clauz3.ensures(lambda result: len(result) <= 5)
@clauz3.trusted
def list_jobs(queue: str) -> list[str]:
    ...


@deal.raises(ValueError)
@clauz3.ensures(lambda result: 0 <= result <= 1000)
@clauz3.trusted
def quote(item: str) -> int:
    """A price in cents."""
    ...


@clauz3.trusted
def ask(prompt: str) -> str:
    """What the user typed."""
    ...


@clauz3.requires(lambda to, amount: 0 < amount <= 100)
@clauz3.trusted
def pay(to: str, amount: int) -> None:
    ...


@clauz3.trusted
def send(to: str, text: str) -> None:
    ...


@clauz3.trusted
def alert(text: str) -> None:
    ...
