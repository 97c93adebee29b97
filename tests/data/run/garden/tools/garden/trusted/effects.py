"""A simulated garden: every effect's body is inside the clauz3 subset, so `clauz3 run`
executes it in its own interpreter."""
import clauz3


@clauz3.requires(lambda bed, litres: litres > 0, message="water at least one litre")
@clauz3.mock
@clauz3.trusted
def water(bed: str, litres: int) -> None:
    print(f"watering {bed} with {litres} l")


@clauz3.ensures(lambda result: 0 <= result <= 100)
@clauz3.mock
@clauz3.trusted
def moisture(bed: str) -> int:
    return 40 if bed == "a" else 70


@clauz3.ensures(lambda result: result >= 0)
@clauz3.mock
@clauz3.trusted
def broken_gauge(bed: str) -> int:
    return -5


@clauz3.mock
@clauz3.trusted
def flaky(bed: str) -> None:
    raise ValueError(f"the valve of {bed} is stuck")


@clauz3.trusted
def stub(bed: str) -> None: ...
