from tools.gh.trusted import contracts as gh_rules
from tools.gh.trusted.effects import gh

import clauz3


@clauz3.guarantee(gh_rules.never_actions(["merge", "close"]))
def main(ready: bool) -> None:
    gh("pr", "review", ["12", "--approve"], "acme/site")
    if ready:
        gh("pr", "merge", ["12", "--squash"], "acme/site")
