from tools.ledger.trusted.effects import post, tag


def main() -> None:
    post("AB-1234", 12.5, '{"note": "lunch"}', "2024-03-05")
    tag(["food", "team"])
