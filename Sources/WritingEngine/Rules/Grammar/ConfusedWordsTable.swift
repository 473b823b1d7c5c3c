/// The patterns of `ConfusedWordsRule` (syntax: `PhrasePattern`).
enum ConfusedWordsTable {
    static let patterns = """
        // its / it's
        [its] a|an|the|not|been|being|this|that|so|too|these|those|my|your|our|their|me|him|us|them|gonna|ok|okay|getting|going|because|about|also|always|never|still|just|really|actually|probably|definitely|already|almost|raining|snowing|all => it's :: “its” is possessive; “it's” means “it is” or “it has”.
        ^ [its] important|possible|impossible|hard|easy|difficult|necessary|clear|obvious|good|bad|great|nice|fine|better|best|worse|worth|fun|time|ok|okay|amazing|interesting|essential|late|early|so|too|very|no|said|here|there|up|over|done|now|how|what|why|where|when|that|like|cold|hot|mine|yours|ours|theirs|his|hers => It's :: “its” is possessive; “it's” means “it is” or “it has”.
        [its] important|possible|impossible|hard|easy|difficult|necessary|clear|obvious|fun|ok|okay|essential|worth => it's :: “its” is possessive; “it's” means “it is” or “it has”.
        // `its likely effects`: before a noun these adjectives follow the possessive.
        [its] likely|unlikely|true $ => it's :: “its” is possessive; “it's” means “it is” or “it has”.
        [its] likely|unlikely|true to|that|the|a|an|he|she|they|we|you|i|it|this|there|not => it's :: “its” is possessive; “it's” means “it is” or “it has”.
        [its] @ing the|a|an|my|your|his|our|their|this|these|those|me|him|us|them|it|up|out|down|away|back => it's :: “its” is possessive; “it's” means “it is” or “it has”.
        [its] time to => it's :: “its” is possessive; “it's” means “it is” or “it has”.
        // `is no possible` but not `is no easy task`, `are no clear borders`: the adjective ends its phrase.
        is|was|are|were|'s|it's|that's [no] possible|impossible|hard|easy|difficult|necessary|important|true|clear|likely|sure|ready|able|allowed|available|needed|required|enough $ => not :: Use “not” before an adjective.
        is|was|are|were|'s|it's|that's [no] possible|impossible|hard|easy|difficult|necessary|important|true|clear|likely|sure|ready|able|allowed|available|needed|required|enough to|for|that|with|in|at|on|and|or|but|because|anymore|yet|now|here|either|if|when|of|by|from|since|until|unless => not :: Use “not” before an adjective.
        [it's] own|self|name|size|title|shape|purpose|owner|author|tail|door|roof|capital|population|website|mission|headquarters|founder|creator|successor|predecessor|inhabitants|surroundings => its :: “it's” means “it is”; the possessive is “its”.
        @verb|@third|@past|@participle|out|up [it's] colour|color|nature|approach|contents|structure|function|impact|role|meaning|origin|presence|welcome|surface|body|head|face|source|goal|location|address|weight|length|height|width|price|value|data|history|members|users|eyes => its :: “it's” means “it is”; the possessive is “its”.
        of|in|on|at|by|with|from|into|onto|through|under|over|within|without|across|toward|towards|upon|during|despite|about|amid|amidst|alongside|above|below|beneath|beside|behind|beyond|around|along|among|against|throughout|underneath|via|to [it's] => its :: Use the possessive “its” here (“it's” means “it is”).
        such as [it's] => its :: Use the possessive “its” here (“it's” means “it is”).
        all [it's] !@participle|@ing|a|an|the|not|been|being|going|very|so|too|just|also|only|still|really|about|for|worth|good|cracked => its :: Use the possessive “its” here (“it's” means “it is”).
        ^ [it's] !what|who|where|how|why|when|that|which|it|he|she|they|we|you|i|there|this|not|a|an|the|so|too|very|just|@ing|@participle is|was|were|are|has|had|will|can|could|would|should|must|may|might|does|did => Its :: “it's” means “it is”; the possessive is “its”.

        // their / there / they're
        [their] is|are|was|were|isn't|aren't|wasn't|weren't|seems|seem|seemed|exists|exist|existed|remains|remain|appears|appear|used => there :: Use “there” here; “their” is possessive.
        [their] will|must|may|might|should|could|would|can|has|have|had be|been => there :: Use “there” here; “their” is possessive.
        ^ [their] going to @verb => They're :: “their” is possessive; “they're” means “they are”.
        ^ [their] going|coming to|home|out|back|now|there|away|in|on|for => They're :: “their” is possessive; “they're” means “they are”.
        ^ [their] not|doing|coming|trying|getting|saying|making|taking|looking|waiting|gonna|both|all|always|never|still|just|really|probably|definitely|very|so|too|able|here|there|right|wrong|sure|in|on|at|from => They're :: “their” is possessive; “they're” means “they are”.
        and|but|because|if|when|that|so|think|know|said|hope|guess|sure [their] going to @verb => they're :: “their” is possessive; “they're” means “they are”.
        and|but|because|if|when|that|so|think|know|said|hope|guess|sure [their] not|doing|coming|trying|getting|gonna|always|never|still|just|really|probably|definitely|very|so|too|able|right|wrong|sure => they're :: “their” is possessive; “they're” means “they are”.
        [there] own => their :: Use the possessive “their”.
        of|in|on|at|by|with|from|into|for|about|to|through|under|over [there] own|new|old|first|last|best|house|home|homes|car|cars|parents|children|kids|family|families|friends|lives|life|money|work|jobs|job|names|name|way|hands|heads|eyes|minds|country|team|school|company|own => their :: Use the possessive “their”.
        ^ [there] going|doing|coming|trying|getting|gonna|able => They're :: “there” is a place; “they're” means “they are”.
        and|but|because|if|when|that|so|think|know|said|hope|guess|sure [there] going|doing|coming|trying|getting|gonna|able => they're :: “there” is a place; “they're” means “they are”.
        [they're] is|are|was|were|own => there / their :: “they're” means “they are”.
        of|in|on|at|by|with|from|into|for|about|to [they're] !a|an|the|not|going|very|so|all|just|also|only|still|really|always|never => their :: Use the possessive “their”; “they're” means “they are”.

        // your / you're
        [your] a|an|the|not|going|welcome|being|getting|doing|making|looking|trying|coming|saying|taking|able|gonna|always|never|still|just|really|probably|definitely|already|sure|absolutely|completely|totally|quite|too|so|beautiful|amazing|awesome|wonderful|crazy|kidding|joking|lucky|correct|mistaken|invited|supposed|allowed|welcome|ready|done|finished|right|wrong|late|early|here|there|in|on|at|from|one|like|more|less|also|very|pretty|such|both => you're :: “your” is possessive; “you're” means “you are”.
        [you're] own|self|selves|name|house|home|car|mother|father|parents|family|friend|friends|life|job|work|money|phone|account|email|password|computer|idea|help|support|opinion|question|answer|business|company|team|children|kids|way|time|best|favorite|favourite|new|old|first|last|next|current|personal => your :: Use the possessive “your”; “you're” means “you are”.
        of|in|on|at|by|with|from|into|for|about|to|through|under [you're] !a|an|the|not|going|very|so|all|just|also|only|still|really|always|never|welcome|right|wrong|sure|here|there|ready|able => your :: Use the possessive “your”; “you're” means “you are”.
        [your self] => yourself :: Write “yourself” as one word.

        // then / than
        more|less|fewer|rather|other|else|different|superior|inferior|prefer|preferable [then] => than :: Use “than” in comparisons; “then” is about time.
        more|less|fewer ~ [then] !@verb => than :: Use “than” in comparisons; “then” is about time.
        and|since|until|till|back|from|just|by|right|only|even|until [than] => then :: Use “then” for time or sequence; “than” compares.
        , [than] i|we|you|he|she|they|it|the|this|there => then :: Use “then” for time or sequence; “than” compares.
        ^ [than] i|we|you|he|she|they|it|the|this|there|after|,|what => Then :: Use “then” for time or sequence; “than” compares.

        // affect / effect
        the|an|no|any|positive|negative|significant|side|great|big|little|major|minor|adverse|desired|opposite|cumulative|overall|net|lasting|profound|direct|indirect|domino|greenhouse|placebo|butterfly|special|sound|visual|huge|real|harmful|beneficial|long-term|short-term|immediate|strong|an [affect] => effect :: “Effect” is the noun (a result); “affect” is the verb.
        the|no|any|positive|negative|significant|side|great|major|minor|adverse|desired|harmful|beneficial|long-term|short-term|special|sound|visual|these|those|its|their|many|several [affects] => effects :: “Effects” is the noun (results); “affects” is the verb.
        [affect] on|upon => effect :: “Effect” is the noun (a result); “affect” is the verb.
        [affects] on|upon => effects :: “Effects” is the noun (results); “affects” is the verb.
        immediate|lasting|cumulative|harmful|beneficial|adverse|positive|negative|unintended|desired|visual|sound|special|side [affects] => effects :: “Effects” is the noun (results); “affects” is the verb.
        in|into|take|takes|took|taking|taken|had|has|have|having|an|no|little|much [affect] => effect :: Use “effect” (the noun) here.
        @modal|to|not|n't|does|do|did|didn't|doesn't|don't|that|will|also|can|may|might|could|would|this|it|they|which [effect] me|you|him|her|us|them|everyone|everybody|anyone|people|many|most|your|his|their|our|my|its|children|health|performance|the|a => affect :: “Affect” is the verb (to influence); “effect” is the noun.
        badly|greatly|deeply|seriously|adversely|negatively|positively|directly|severely|strongly|most|personally|heavily [effected] => affected :: “Affected” means influenced; “effected” means brought about.
        greatly|badly|seriously|adversely|negatively|positively|directly|severely|strongly|also|that|which|this|it|it|he|she [effects] the|my|your|his|her|our|their|its|me|you|him|us|them|everyone|people|how|whether => affects :: “Affects” is the verb; “effects” is the noun.

        // lose / loose
        @modal|to|not|never|n't|don't|didn't|doesn't|won't|cannot|can't [loose] => lose :: “Lose” means to misplace or fail to win; “loose” means not tight.
        [loose] weight|money|track|sight|control|interest|touch|hope|faith|time|patience|confidence|focus|balance|my|your|his|our|their|its|the|a|some|everything|anything|nothing|it|them|him|her|you|me|us => lose :: “Lose” means to misplace or fail to win; “loose” means not tight.
        [loosing] => losing :: “Losing” comes from “lose”; “loosing” means setting free.
        a|the|sore|total|big|born [looser] => loser :: A “loser” loses; “looser” means less tight.
        @be|get|got|gets|break|broke|broken|breaks|come|came|comes|coming|cut|let|hang|set|too|very|so|came|getting|breaking|work|worked|working|shake|shook [lose] => loose :: “Loose” means not tight; “lose” means to misplace.
        [lose] fitting|ends|end|change|leaf|tooth|screw|screws|cannon|thread|threads|connection|connections|clothing|clothes|hair|skin|ends => loose :: “Loose” means not tight; “lose” means to misplace.

        // who's / whose
        ^ [whose] going|there|been|the|that|this|your|ready|next|gonna|coming|doing|calling|on|in|at => Who's :: “Whose” is possessive; “who's” means “who is”.
        [who's] car|house|book|phone|bag|idea|turn|fault|job|name|dog|money|side|responsibility|child|children|parents|mother|father|work|team => whose :: Use the possessive “whose”; “who's” means “who is”.

        // to / too
        @be|was|were|is|are|far|way|not|much|been|'s|it's|that's|feel|felt|feels|look|looks|looked|seem|seems|seemed|getting|got|get|became|become|becomes|grown|grew|bit|little [to] much|many|late|early|big|small|long|short|hard|easy|soon|fast|slow|hot|cold|busy|tired|expensive|high|low|few|difficult|complicated|large|old|young|far|close|loud|quiet|heavy|strong|weak|good|bad|sweet|thin|thick|narrow|wide|deep|shallow|dark|bright|noisy|crowded|dangerous|risky|complex|simple|lazy|scared|afraid|young|ill|sick|weak|tight|loose|bad => too :: Use “too” (excessively) here.
        ^ me [to] $ => too :: Use “too” (also) here.
        [too] all|every|each|him|her|them|me|us|the|a|an|my|your|our|their|this|these|those|be|go|get|make|do|see|have|take|give|come|find|know|say|tell|help|keep|use|work|play|read|write|try|start|stop|buy|pay|eat|sleep|visit|him|them|me|us|school|work|bed => to :: Use “to” here; “too” means “also” or “excessively”.

        // hear / here
        @modal|to|didn't|don't|doesn't|cannot|can't|couldn't|could|can|will [here] from|about|you|me|him|her|them|us|it|that|what|the|a|music|anything|nothing|something|voices|noises => hear :: “Hear” is what ears do; “here” is a place.
        ^ [hear] is|are => Here :: Use “here” (this place).
        over|right|in|from|come|out|get|stay [hear] $ => here :: Use “here” (this place).
        ^ [hear] we|you|i|they|it go|are|is|come|comes => Here :: Use “here” (this place).

        // know / no, new / knew
        i|you|we|they|don't|didn't|doesn't|do|to|not|n't|would|should|will|can|let|me|you [no] that|what|how|why|where|when|who|if|whether|about|anything|anybody|anyone|it|him|her|them|this => know :: “Know” is the verb; “no” is a negative.
        i|he|she|we|they|you|it|who|everyone|everybody|nobody|already|never|always|just [new] that|what|how|why|where|when|who|if|whether|about|it|him|her|them|this|better|nothing|everything => knew :: “Knew” is the past of “know”; “new” means not old.
        a|the|brand|whole|my|your|our|their|his|her [knew] => new :: “New” means not old; “knew” is the past of “know”.

        // passed / past, been / being, than / that
        the [passed] few|week|weeks|month|months|year|years|decade|decades|century|days|day|hour|hours|time|times|tense => past :: “Past” here means earlier; “passed” is the verb.
        in|into|from [the passed] $ => the past :: “The past” means earlier time; “passed” is the verb.
        walked|ran|drove|went|go|goes|going|rushed|flew|drive|raced|sped|hurried|slipped|run|runs|walk|walks|get|got|gets|move|moved|moving|walking|running|driving [passed] the|a|me|him|her|us|them|it => past :: Use “past” (beyond) here.
        have|has|had|having|'ve [being] !a|an|the|my|your => been :: Use “been” after “have”.
        is|are|am|'re|'m [been] => being :: Use “being” here (or “has been”).

        // a lot of other pairs
        [weather] or not => whether :: “Whether” introduces alternatives; “weather” is rain and sun.
        know|decide|decided|deciding|decides|wonder|wondered|wondering|ask|asked|asking|check|checking|determine|sure|unsure|doubt|matter|regardless|see|question|unclear|depends|choose [weather] => whether :: “Whether” introduces alternatives; “weather” is rain and sun.
        the|bad|good|nice|cold|hot|warm|wet|stormy|sunny|fine|cloudy|rainy|windy|snowy|the|severe|extreme|inclement [whether] => weather :: “Weather” is rain and sun; “whether” introduces alternatives.
        in [principal] => principle :: “In principle” (in theory); a “principal” is a head or the main sum.
        [principle] reason|reasons|cause|causes|investigator|source|sources|component|components|office|character|characters|dancer|author|architect|aim|concern|owner|means => principal :: “Principal” means main; a “principle” is a rule.
        @modal|to|please|i|we|you|they|strongly|would [advice] => advise :: “Advise” is the verb; “advice” is the noun.
        some|any|much|good|bad|my|your|his|her|our|their|the|for|of|legal|expert|professional|financial|medical|give|gave|giving|seek|seeking|need|take|took|follow|followed|sound|helpful|useful|practical|no|this|that|piece|asking|ask|asked|an [advise] => advice :: “Advice” is the noun; “advise” is the verb.
        to|@modal|can't|cannot|couldn't|don't|didn't|couldn't [breath] => breathe :: “Breathe” is the verb; “breath” is the noun.
        a|deep|of|my|your|his|her|their|our|the|fresh|bad|short|every|last|holding|hold|held|catch|caught|out [breathe] => breath :: “Breath” is the noun; “breathe” is the verb.
        has|had|have [lead] to|the|a|him|her|them|us|me|many|some|several|to => led :: The past of “lead” is “led”.
        very|so|too|more|less|keep|kept|keeping|stay|stayed|staying|remain|remained|be|nice|perfectly|completely|totally|really|fairly|pretty [quite] $|and|,|. => quiet :: “Quiet” means silent; “quite” means fairly.
        [cold] be|have|never|do|go|get|see|make|take|help|easily|not => could :: Use “could” (the verb); “cold” is a temperature.
        do|does|did|is|are|was|were|will|would|could|should|can|must|have|has|had|am [nut] => not :: Use “not” here.
        ^ [hell] be|have|never|not|go|get|come|do|make|probably|definitely|always|need|want|like|tell|find|see|say => He'll :: Use “he'll” (he will) here.
        @be|stay|stayed|keep|kept|feel|felt|play|remain|remained|it's|that's|very|perfectly|completely|totally [save] => safe :: “Safe” means protected; “save” is the verb.
        @modal|to|please [safe] money|time|energy|lives|the|a|my|your|their|our|his|her|it|them|us|you|me|up|some|yourself|myself|changes|files|data|document => save :: “Save” is the verb; “safe” means protected.
        the|many|several|some|any|no|numerous|customer|these|those|of|your|my|our|their|his|her|formal|customers' [complains] => complaints :: “Complaints” is the noun; “complains” is the verb.
        i|we|you|they|don't|do|to|can't|cannot|@modal|really|truly|firmly|strongly|honestly|still [belief] => believe :: “Believe” is the verb; “belief” is the noun.
        a|the|my|your|his|her|their|our|this|that|strong|firm|common|popular|religious|personal|false|core|whose|its [believe] => belief :: “Belief” is the noun; “believe” is the verb.
        [dose] not|he|she|it|this|that|anyone|anybody|everyone|someone|n't => does :: Use the verb “does”; a “dose” is an amount of medicine.
        ^ [lets] go|do|see|get|make|take|try|have|start|begin|talk|be|play|eat|move|hope|say|look|find|meet|keep|not|all|just|face|check|consider|assume|imagine|discuss|focus|work|use => Let's :: “Let's” (let us) takes an apostrophe.
        the|these|those|a [theses] days|people|things|kind|are|were => these :: Use “these”; “theses” is the plural of “thesis”.
        ^ [theses] days|people|things|kind|are|were => These :: Use “these”; “theses” is the plural of “thesis”.
        the|its|their|our|his|her|my|your|a [compliment] to|of => complement :: A “complement” completes something; a “compliment” is praise.
        for|in|after|once|quite|stay|stayed|wait|waited|rest|worked|lasted|take|takes|took [awhile] => a while :: After a preposition, write “a while” as two words.
        [everyday] $|,|. => every day :: As an adverb, write “every day” as two words; “everyday” means ordinary.
        i|it|this|that|there|he|she|which|you|they|we|what|answer|result [maybe] a|an|the|true|possible|necessary|better|worse|useful|helpful|difficult|hard|easier|good|right|wrong|too|some|able|used|more|less|worth|because|late|different|the|done|wrong|fine|ok|okay|asked|required|needed => may be :: “May be” is a verb phrase; “maybe” means perhaps.
        ^ [may be] ,|we|you|i|they|it|he|she|this|that|there|the|someday|one|not => Maybe :: “Maybe” (perhaps) is one word.
        [apart] of => a part :: “A part of” means a piece of; “apart” means separated.
        they|we [where] !to|from|is|are|the|a|an|do|does|can|will|would|should|you|we|they|i|he|she|it|there => were :: Use the verb “were”; “where” asks about place.
        ^ [were] is|are|do|does|did|can|should|would|will|have|has|was => Where :: Use “where” (which place); “were” is a verb.
        ^ [were] going|gonna|trying|doing|getting|coming|having|looking|not going => We're :: Use “we're” (we are).
        [wont] be|have|go|do|work|need|let|get|make|take|stop|help|happen|change|last|matter|run|start => won't :: “Won't” (will not) takes an apostrophe.
        i|you|we|they|he|she|it|this|that [wont] => won't :: “Won't” (will not) takes an apostrophe.
        i|you|we|they|he|she|it [cant] => can't :: “Can't” (cannot) takes an apostrophe.
        [cant] usually|always|never|really|just|even|possibly|simply|quite|afford|ever => can't :: “Can't” (cannot) takes an apostrophe.
        [cant] be|have|go|do|get|make|take|see|find|help|wait|stand|afford|believe|remember|imagine|understand|stop|say|tell|use|work|run|hear|think => can't :: “Can't” (cannot) takes an apostrophe.

        // modal + of
        could|should|would|must|might|may|will [of] @participle|been|had|done|gone|seen|known|thought|got => have :: After “could”, “should”, “would”, write “have”, not “of”.
        // `We could of course`: `of course` is an aside.
        could|should|would|must|might [of] !course => have :: After “could”, “should”, “would”, write “have”, not “of”.
        couldn't|shouldn't|wouldn't|mustn't|mightn't [of] => have :: After a modal verb, write “have”, not “of”.

        // pronoun case after prepositions
        // Not when a verb follows: `met him and I think` starts a clause whose subject is `I`.
        between|for|with|to|from|of|at|by|about|like|without|behind|against|toward|towards|except|among|than|@verb you|him|her|them|me|us and [i] $ => me :: After a preposition or verb, use the object pronoun “me”.
        between|for|with|to|from|of|at|by|about|like|without|behind|against|toward|towards|except|among|than|@verb you|him|her|them|me|us and [i] !@verb|@past|@third|am|was|'m|'ve|'d|'ll|will|would|can|could|should|shall|may|might|must|do|did|don't|didn't|can't|couldn't|won't|wouldn't|also|just|really|then|still|always|never|often|only|even|both|too => me :: After a preposition or verb, use the object pronoun “me”.
        between you and [he|she|they|we] => him / her / them / us :: After a preposition, use an object pronoun.
        between [he|she|they|we] and => him / her / them / us :: After a preposition, use an object pronoun.

        // past forms with have
        @have|'ve|'d [went] => gone :: After “have”, use the past participle “gone”.
        @have|'ve|'d [came] => come :: After “have”, use the past participle “come”.
        @have|'ve [ate] => eaten :: After “have”, use the past participle “eaten”.
        @have|'ve [saw] => seen :: After “have”, use the past participle “seen”.
        @have|'ve [did] => done :: After “have”, use the past participle “done”.
        @have|'ve [took] => taken :: After “have”, use the past participle “taken”.
        @have|'ve [gave] => given :: After “have”, use the past participle “given”.
        @have|'ve [wrote] => written :: After “have”, use the past participle “written”.
        @have|'ve [drove] => driven :: After “have”, use the past participle “driven”.
        @have|'ve [ran] => run :: After “have”, use the past participle “run”.
        @have|'ve [began] => begun :: After “have”, use the past participle “begun”.
        @have|'ve [drank] => drunk :: After “have”, use the past participle “drunk”.
        @have|'ve [swam] => swum :: After “have”, use the past participle “swum”.
        @have|'ve [sang] => sung :: After “have”, use the past participle “sung”.
        @have|'ve [knew] => known :: After “have”, use the past participle “known”.
        @have|'ve [grew] => grown :: After “have”, use the past participle “grown”.
        @have|'ve [threw] => thrown :: After “have”, use the past participle “thrown”.
        @have|'ve [flew] => flown :: After “have”, use the past participle “flown”.
        @have|'ve [broke] => broken :: After “have”, use the past participle “broken”.
        @have|'ve [spoke] => spoken :: After “have”, use the past participle “spoken”.
        @have|'ve [chose] => chosen :: After “have”, use the past participle “chosen”.
        @have|'ve [froze] => frozen :: After “have”, use the past participle “frozen”.
        @have|'ve [stole] => stolen :: After “have”, use the past participle “stolen”.
        @have|'ve [forgot] => forgotten :: After “have”, use the past participle “forgotten”.
        @have|'ve [rode] => ridden :: After “have”, use the past participle “ridden”.
        @have|'ve [shook] => shaken :: After “have”, use the past participle “shaken”.
        @have|'ve [became] => become :: After “have”, use the past participle “become”.
        @have|'ve [fell] => fallen :: After “have”, use the past participle “fallen”.
        @have|'ve [hid] => hidden :: After “have”, use the past participle “hidden”.
        @have|'ve [blew] => blown :: After “have”, use the past participle “blown”.
        @have|'ve [tore] => torn :: After “have”, use the past participle “torn”.
        @have|'ve [wore] => worn :: After “have”, use the past participle “worn”.
        @have|'ve [mistook] => mistaken :: After “have”, use the past participle “mistaken”.
        @have|'ve [choosed] => chosen :: After “have”, use the past participle “chosen”.
        """
}
