from clauz3 import policy

POLICY = [policy.domain_policy(when_used=["light"], required=["all_doused"], label="forge")]
