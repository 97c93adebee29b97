"""X | Y unions of classes at run time: isinstance, equality with typing.Union, get_args."""
from typing import Optional, Union, get_args


class Card:
    pass


class Cash:
    pass


Payment = Card | Cash
Amount = int | float
MaybeText = str | None


def pay(method: Payment, amount: Amount):
    if not isinstance(method, Payment):
        raise TypeError(f"cannot pay with {type(method).__name__}")
    if not isinstance(amount, Amount) or isinstance(amount, bool):
        raise TypeError(f"bad amount {amount!r}")
    return f"{type(method).__name__} {amount:.2f}"


def main():
    print(Payment, Amount, MaybeText)
    print(get_args(Amount), get_args(MaybeText))
    print(Amount == Union[int, float], Union[float, int] == Amount, MaybeText == Optional[str])
    print((int | str) == (str | int), int | int, (int | str) | float, hash(int | str) == hash(str | int))
    print(isinstance(None, MaybeText), isinstance(3, MaybeText), issubclass(bool, Amount))
    print(list[int] | None, dict[str, list[int]] | int)
    for method, amount in [(Card(), 12), (Cash(), 3.5), ("IOU", 4), (Card(), True)]:
        try:
            print(pay(method, amount))
        except TypeError as e:
            print("refused:", e)
    try:
        print(int | 3)
    except TypeError as e:
        print(e)
    kinds = {int | None: "optional int", str | None: "optional str"}
    print(kinds[None | int], len(kinds))


if __name__ == "__main__":
    main()
