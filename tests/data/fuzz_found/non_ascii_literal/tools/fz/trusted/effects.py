"""Effects of the generated layer."""
import clauz3


class Item(clauz3.Row):
    name: str
    qty: int
    ok: bool


@clauz3.requires(lambda to, amount: 0 <= amount <= 50)
@clauz3.trusted
def pay(to: str, amount: int) -> None: ...


@clauz3.trusted
def note(to: str, tag: str) -> None: ...


@clauz3.ensures(lambda result: 0 <= result <= 10)
@clauz3.trusted
def quote(item: str) -> int: ...


@clauz3.ensures(lambda result: len(result) <= 1)
@clauz3.trusted
def ids(limit: int) -> list[int]: ...


@clauz3.ensures(lambda result: len(result) <= 2)
@clauz3.trusted
def names() -> list[str]: ...


@clauz3.ensures(lambda result: len(result) <= 1)
@clauz3.trusted
def items(shelf: str) -> list[Item]: ...


@clauz3.trusted
def top(shelf: str) -> Item: ...


@clauz3.trusted
def keep(item: Item) -> None: ...


@clauz3.trusted
def check(item: str) -> bool: ...


@clauz3.trusted
def fuzz_args() -> tuple[int, int, str, bool]: ...
