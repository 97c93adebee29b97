from tools.web_search.trusted.effects import web_search


def main(topic: str) -> list[str]:
    return web_search(topic.strip())
