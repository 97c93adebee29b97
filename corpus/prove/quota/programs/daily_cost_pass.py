"""A day of one machine costs under 120 at an hourly price below 5.0."""
import clauz3
from tools.quota.trusted.effects import hourly_price, provision


def main() -> None:
    price = hourly_price("eu-west")
    assert price * 24 < 120.0
    provision("web", 2, "eu-west")
