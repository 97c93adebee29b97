from tools.g.trusted.effects import send
def main() -> None:
    send(2)
    send(2)
