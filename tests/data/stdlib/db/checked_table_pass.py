from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


def main(table: str) -> None:
    if "/" in table or "\\" in table or ":" in table or table in ("", ".", ".."):
        return
    read_rows(Order, "data", table, {})
