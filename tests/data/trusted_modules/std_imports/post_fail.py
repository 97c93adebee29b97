from tools.ledger.trusted.effects import post


def main() -> None:
    post("AB-0000", 12.5, '{"note": "lunch"}', "2024-03-05")
