"""A simulated restaurant: each body is inside the clauz3 subset, so `clauz3 run` executes it
in clauz3's own interpreter and nothing leaves the machine."""
import clauz3


@clauz3.ensures(lambda result: 0 <= result <= 20000)
@clauz3.mock
@clauz3.trusted
def bill(table: str) -> int:
    return 4200


@clauz3.requires(lambda to, cents: 0 < cents <= 500, message="a tip is 1 cent to 5.00")
@clauz3.mock
@clauz3.trusted
def tip(to: str, cents: int) -> None:
    print(f"tipped {to} {cents} cents")
