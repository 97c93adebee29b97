from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search

import clauz3


@clauz3.guarantee(search.searches_at_most(1))
def main() -> list[str]:
    try:
        return web_search("rust borrow checker")
    except RuntimeError:
        print("no search backend configured")
    except (OSError, ValueError) as e:
        print("search failed:", e)
    return []
