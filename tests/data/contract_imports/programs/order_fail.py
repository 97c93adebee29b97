import clauz3
from tools.shop.trusted.effects import charge, ship
from tools.shop.trusted import orders


@clauz3.guarantee(orders.one_order("ana", 50))
def main(cents: int) -> None:
    if 0 <= cents <= 6000:
        charge("ana", cents)
        ship("ana", "lamp")
