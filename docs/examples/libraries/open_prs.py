"""List the open pull requests of one repository, without changing anything on GitHub."""

from tools.gh.trusted import contracts as gh_rules
from tools.gh.trusted.effects import gh

import clauz3


@clauz3.guarantee(gh_rules.read_only())
@clauz3.guarantee(gh_rules.only_repo("acme/site"))
def main() -> None:
    print(gh("pr", "list", ["--state", "open", "--json", "number,title"], "acme/site"), end="")
