from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.only_in("/work/"))
def main(repo: str) -> str:
    if repo == "" or ".." in repo:
        return ""
    return git("status", [], repo)
