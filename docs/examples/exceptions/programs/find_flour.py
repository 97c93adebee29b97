"""Find the flour's shelf, retrying a slow stock service, and restock when it is missing."""

from tools.shop.trusted.effects import restock, shelf_of

import clauz3


class ShopError(Exception):
    """Anything the shop refuses."""


class NotFound(ShopError):
    code = 404

    def __init__(self, item: str, shelf: int):
        super().__init__(f"no {item}")
        self.shelf = shelf

    def where(self) -> str:
        return f"{self} (shelf {self.shelf})"


def locate(item: str) -> int:
    for attempt in range(2):
        try:
            return shelf_of(item)
        except TimeoutError:
            print(f"attempt {attempt + 1} timed out")
    raise NotFound(item, 0)


def per_row(count: int, rows: int) -> int:
    try:
        q = count // rows
    except ZeroDivisionError:
        q = 0
    return q


def main() -> None:
    try:
        shelf = locate("flour")
    except ShopError as e:
        print(e.where(), e.code)
        try:
            restock("flour", 10)
        except ConnectionError as lost:
            print("restock failed:", lost)
        return
    print(f"flour is on shelf {shelf}, {per_row(12, shelf)} per row")
