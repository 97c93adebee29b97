"""The program's own exception classes, caught by themselves or any base."""


class ShopError(Exception):
    """Anything the shop refuses."""


class NotFound(ShopError, ):
    """An item that is not stocked."""

    code = 404
    label = "missing"


class OutOfStock(LookupError):
    pass


class Backorder(OutOfStock):
    """Stocked later."""

    days = 3


def take(stock: dict, item: str, n: int) -> int:
    if item not in stock:
        raise NotFound(item)
    if stock[item] < n:
        if stock[item] == 0:
            raise Backorder(item, n)
        raise OutOfStock(item, stock[item])
    stock[item] -= n
    return stock[item]


def main() -> str:
    stock = {"tea": 3, "rice": 0}
    for item, n in [("tea", 2), ("tea", 5), ("rice", 1), ("salt", 1)]:
        try:
            print("left", take(stock, item, n))
        except Backorder as e:
            print("backorder", e.args, e.days, Backorder.days, repr(e))
        except LookupError as e:
            print("lookup", type(e).__name__, str(e), isinstance(e, OutOfStock))
        except ShopError as e:
            print("shop", repr(e), e.code, NotFound.label, isinstance(e, Exception), isinstance(e, LookupError))
    try:
        raise NotFound
    except NotFound as e:
        print("bare class", repr(e), e.args, NotFound.__name__)
    try:
        raise ShopError("outer") from NotFound("inner")
    except (NotFound, ShopError) as e:
        print(type(e).__name__, e)
    raise Backorder("final")
