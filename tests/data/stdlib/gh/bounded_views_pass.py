from tools.gh.trusted import contracts as gh_rules
from tools.gh.trusted.effects import gh

import clauz3


@clauz3.guarantee(gh_rules.runs_at_most(3))
@clauz3.guarantee(gh_rules.only_commands(["pr"]))
@clauz3.guarantee(gh_rules.only_repo("acme/site"))
def main() -> list[str]:
    return [gh("pr", "view", [str(n)], "acme/site") for n in [1, 2, 3]]
