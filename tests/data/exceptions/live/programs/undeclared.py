from tools.net.trusted.effects import broken


def main() -> int:
    try:
        return broken("https://example.org")
    except TimeoutError:
        return -1
