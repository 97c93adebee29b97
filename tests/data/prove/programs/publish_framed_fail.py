import clauz3
from tools.bank.trusted.effects import publish


def main(text: str) -> None:
    publish("Dear reader,\n" + text[:995] + "\n-- bot")
