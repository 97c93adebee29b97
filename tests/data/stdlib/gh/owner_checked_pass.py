from tools.gh.trusted import contracts as gh_rules
from tools.gh.trusted.effects import gh

import clauz3


@clauz3.guarantee(gh_rules.only_owner("acme"))
@clauz3.guarantee(gh_rules.read_only())
def main(repo: str) -> str:
    if not repo.startswith("acme/"):
        return ""
    prs = gh("pr", "list", ["--json", "number,title"], repo)
    return prs + gh("issue", "view", ["7"], repo)
