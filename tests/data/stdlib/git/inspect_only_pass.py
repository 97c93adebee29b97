from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.read_only())
@clauz3.guarantee(git_rules.only_in("/work/"))
def main(name: str) -> str:
    repo = "/work/" + name
    if ".." in repo:
        return ""
    status = git("status", ["--short"], repo)
    return status + git("log", ["--oneline", "-3"], repo)
