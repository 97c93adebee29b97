from html.parser import HTMLParser

from tools.greenhouse.trusted.effects import close_valve, open_valve


class Valves(HTMLParser):
    def handle_starttag(self, tag: str, attrs: list) -> None:
        open_valve(tag)


def main() -> None:
    close_valve("a")
    Valves().feed("<b>")
