#!/usr/bin/env bash
# The walk-through of docs/sandbox.md as one script. Start a sandbox first:
#   npx fundraising-rules serve --api-key my-key --today 20261122
# then run: bash walkthrough.sh (SANDBOX and KEY name another sandbox or key).
set -euo pipefail
SANDBOX=${SANDBOX:-http://127.0.0.1:8080}
KEY=${KEY:-my-key}
# One field of the JSON on standard input: echo "$ANSWER" | field resourceId
field() { node -e 'let t="";process.stdin.on("data",(c)=>(t+=c)).on("end",()=>console.log(JSON.parse(t)[process.argv[1]]))' "$1"; }

# step: create an account
ANSWER=$(curl -s "$SANDBOX/fundraisers/v1/newaccount?api_key=$KEY" \
  -H 'Content-Type: application/json' \
  -d '{ "title": "Ms", "forename": "Ada", "surname": "Lovelace",
        "addressLine1": "12 St James'"'"'s Square", "addressLine2": "Westminster",
        "townCity": "London", "countyState": "Greater London", "postcode": "SW1Y 4JH",
        "countryCode": "GB", "preferredTelephone": "02079460000",
        "emailAddress": "ada@example.co.uk", "personalUrl": "ada", "dateOfBirth": "19901210",
        "termsAndConditionsAccepted": "Y", "charityMarketingIndicator": "N",
        "allCharityMarketingIndicator": "N", "groupMarketingIndicator": "N",
        "serviceMarketingIndicator": "N" }')
echo "$ANSWER"
ACCOUNT=$(echo "$ANSWER" | field resourceId)
TOKEN=$(echo "$ANSWER" | field accessToken)

# step: read the welcome email
curl -s "$SANDBOX/__sandbox/outbox?to=ada@example.co.uk"
echo

# step: create a page with the token
EVENT=8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74
ANSWER=$(curl -s "$SANDBOX/fundraisers/v1/account/secure/$ACCOUNT/newpage?api_key=$KEY" \
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{ "pageTitle": "Ada runs the Riverside Half", "eventResourceId": "'"$EVENT"'",
        "teamPageIndicator": "N", "charityContributionIndicator": "N",
        "postEventFundraisingInterval": 1, "fundraisingTarget": "500.00",
        "charitySplits": [{ "charityResourceId": "c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31",
                            "charitySplitPercent": 100 }] }')
echo "$ANSWER"
PAGE=$(echo "$ANSWER" | field pageUrl)

# step: search
curl -s "$SANDBOX/fundraisers/v1/search?surname=lov&forename=ada&api_key=$KEY"
echo

# step: record donations
DONATIONS="$SANDBOX/__sandbox/accounts/$ACCOUNT/pages/$PAGE/donations"
curl -s "$DONATIONS" -H 'Content-Type: application/json' -d '{ "amount": 20, "giftAid": true }'
echo
curl -s "$DONATIONS" -H 'Content-Type: application/json' -d '{ "amount": 15, "online": false }'
echo

# step: list the event's pages
curl -s "$SANDBOX/events/v1/account/$EVENT/categorisedpages.json?api_key=$KEY"
echo

# step: advance the clock until the page closes
curl -s "$SANDBOX/__sandbox/clock/advance" -H 'Content-Type: application/json' -d '{ "months": 6 }'
echo
curl -s "$SANDBOX/events/v1/account/$EVENT/categorisedpages.json?api_key=$KEY&numRecords=1"
echo
curl -s "$DONATIONS" -H 'Content-Type: application/json' -d '{ "amount": 5 }'
echo

# step: reopen the page
curl -s -X POST "$SANDBOX/__sandbox/accounts/$ACCOUNT/pages/$PAGE/reopen"
echo
curl -s "$SANDBOX/events/v1/account/$EVENT/categorisedpages.xml?api_key=$KEY"
echo
