from tools.net.trusted.effects import fetch


def main() -> int:
    try:
        status = fetch("https://example.org")
    except TimeoutError:
        status = 504
    return status
