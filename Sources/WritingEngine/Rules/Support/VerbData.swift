/// Word lists behind `VerbLexicon`: common English verbs.
enum VerbData {
    /// `base past past-participle`, one irregular verb a line.
    static let irregular = """
        arise arose arisen
        awake awoke awoken
        bear bore borne
        beat beat beaten
        become became become
        begin began begun
        bend bent bent
        bet bet bet
        bind bound bound
        bite bit bitten
        bleed bled bled
        blow blew blown
        break broke broken
        breed bred bred
        bring brought brought
        broadcast broadcast broadcast
        cast cast cast
        build built built
        burst burst burst
        buy bought bought
        catch caught caught
        choose chose chosen
        cling clung clung
        come came come
        cost cost cost
        creep crept crept
        cut cut cut
        deal dealt dealt
        dig dug dug
        do did done
        draw drew drawn
        drink drank drunk
        drive drove driven
        eat ate eaten
        fall fell fallen
        feed fed fed
        feel felt felt
        fight fought fought
        find found found
        flee fled fled
        fling flung flung
        fly flew flown
        forbid forbade forbidden
        forecast forecast forecast
        forget forgot forgotten
        forgive forgave forgiven
        freeze froze frozen
        get got gotten
        give gave given
        go went gone
        grind ground ground
        grow grew grown
        hang hung hung
        have had had
        hear heard heard
        hide hid hidden
        hit hit hit
        hold held held
        hurt hurt hurt
        keep kept kept
        kneel knelt knelt
        know knew known
        lay laid laid
        lead led led
        leave left left
        lend lent lent
        let let let
        light lit lit
        lose lost lost
        make made made
        mean meant meant
        meet met met
        mislead misled misled
        mistake mistook mistaken
        misunderstand misunderstood misunderstood
        output output output
        overcome overcame overcome
        override overrode overridden
        oversee oversaw overseen
        overtake overtook overtaken
        pay paid paid
        put put put
        quit quit quit
        read read read
        rebuild rebuilt rebuilt
        reset reset reset
        redo redid redone
        rewrite rewrote rewritten
        ride rode ridden
        ring rang rung
        rise rose risen
        run ran run
        say said said
        see saw seen
        seek sought sought
        sell sold sold
        send sent sent
        set set set
        shake shook shaken
        shine shone shone
        shoot shot shot
        show showed shown
        shrink shrank shrunk
        shut shut shut
        sing sang sung
        sink sank sunk
        sit sat sat
        sleep slept slept
        slide slid slid
        speak spoke spoken
        spend spent spent
        spin spun spun
        split split split
        spread spread spread
        spring sprang sprung
        stand stood stood
        steal stole stolen
        stick stuck stuck
        sting stung stung
        stink stank stunk
        strike struck struck
        swear swore sworn
        sweep swept swept
        swim swam swum
        swing swung swung
        take took taken
        teach taught taught
        tear tore torn
        tell told told
        think thought thought
        throw threw thrown
        undergo underwent undergone
        understand understood understood
        undo undid undone
        undertake undertook undertaken
        upset upset upset
        wake woke woken
        wear wore worn
        weave wove woven
        weep wept wept
        win won won
        wind wound wound
        withdraw withdrew withdrawn
        withhold withheld withheld
        write wrote written
        """

    /// Regular verbs by base form; `*` marks a verb of several syllables that
    /// doubles its last consonant (`admit` → `admitted`).
    static let regular = """
        accept access accompany accomplish accuse achieve acknowledge acquire act adapt add address adjust admire
        admit* adopt advance advertise advise affect afford agree aim allow alter amaze amuse analyse analyze announce
        annoy answer apologise apologize appear apply appoint appreciate approach approve argue arrange arrest arrive
        ask assess assign assist assume assure attach attack attempt attend attract avoid bake balance ban base bathe
        behave believe belong blame bless block boil book borrow bother bounce brush burn call calculate cancel* care
        carry cause celebrate challenge change charge chase chat check cheer chew choke claim clean clear click climb
        close collect combine comment commit* communicate compare compel* compete complain complete compose
        concentrate concern conclude confirm confuse connect consider consist construct contact contain continue
        contribute control* convert convince cook copy correct cough count cover crash crawl create cross cry cure
        damage dance dare decide declare decline decorate decrease defend define delay delete deliver demand deny
        depend describe deserve design desire destroy detect determine develop die differ disagree disappear discover
        discuss dislike display distribute divide doubt download drag dress drop drown earn educate elect embarrass
        emerge emphasize employ enable encourage end engage enhance enjoy ensure enter equip* escape establish
        estimate evaluate examine exceed exchange excite excuse exercise exist expand expect experience experiment
        explain explode explore export express extend face fail fasten fear fetch fill finish fire fit fix flash float
        flow fold follow force form frighten fry fund gather generate grab greet guarantee guard guess guide handle
        happen harm hate heat help hire hop hope hug hunt hurry identify ignore illustrate imagine implement imply
        import impress improve include increase indicate influence inform injure insist inspect install intend
        interrupt introduce invent invest investigate invite involve join joke judge jump kick kill kiss knock lack land
        last laugh launch learn lift like limit link listen live load locate lock look love maintain manage march mark
        marry match matter measure melt mention mind miss mix move multiply murder name need nod note notice obey object
        observe obtain occur* offend offer omit* open operate order organise organize own pack paint park pass pause
        perform permit* persuade pick place plan play please plug point polish possess post pour practice practise
        pray predict prefer* prepare present preserve press pretend prevent print proceed process produce program
        promise promote pronounce propose protect provide publish pull punch punish purchase push qualify question
        race rain raise reach react realise realize recall receive recognise recognize recommend record recover reduce
        refer* reflect refuse regret* reject relate relax release rely remain remember remind remove rent repair repeat
        replace reply report represent request require rescue reserve resolve respect respond rest retire return
        reveal review rob rub ruin rush sail satisfy save scan scare scream search secure seem select separate serve
        settle share shave shock shop shout sign smell smile smoke solve sound spell spoil stamp stare start stay step
        stir stop store study submit* succeed suffer suggest suit supply support suppose surprise surround survive
        suspect switch talk taste tend test thank tie tire touch trace trade train transfer* translate transport trap
        travel* treat trust try turn type unite unlock update upgrade use visit vote wait walk wander want warn wash
        waste watch wave weigh welcome whisper wish wonder work worry wrap yell
        abandon absorb abuse accelerate accommodate accumulate activate adore advocate aid alert align allocate amend
        anticipate appeal applaud arm ascend assemble assert associate attain attribute authorize await bang bark beg
        benefit* blink boast bolt bomb boost bow box breathe brew bribe bump bury buzz camp capture cheat chop circle
        cite clap clarify classify clip coach collapse collide color colour combat comfort command commence compile
        complicate comply compute conceal concede conceive condemn conduct confess confront congratulate conquer consent
        conserve consult consume contemplate contend contest contradict contrast convey convict cooperate coordinate cope
        correspond crack craft cram crave credit crush cultivate curl curse cycle dash date debate decay deceive decode
        dedicate deduce deem defeat defer* defy delegate delight demolish demonstrate depart deploy deposit depict
        deprive derive descend detach deter* devote dictate digest dim direct disable disappoint discard discharge
        disclose disconnect discourage dismiss dispatch dispose dispute disrupt dissolve distinguish distract disturb
        dive dominate donate doze drain dread drift drill drip drum dry dump dust dwell ease echo edit eliminate embrace
        emit* enact encounter endorse endure enforce enlarge enlist enrich enroll entertain entitle envy erase erect
        evolve exaggerate exclude execute exhaust exhibit expire exploit expose facilitate fade feature filter flip
        flood focus forge format forward foster frame frown fulfil fulfill gain gamble gaze glance glare glow grant
        grasp grin grip groan grumble halt hammer hand harvest haunt head heal hesitate highlight hint hook hover howl
        hum illuminate imitate immigrate impose imprison incorporate induce infect infer* inherit inhabit initiate
        innovate insert inspire instruct insult insure integrate interact intervene interview invade irritate isolate
        issue itch jam juggle justify knit leak lean leap lick lie line linger litter loan lobby lodge loosen mail mask
        master mature merge migrate milk moan modify monitor motivate mount mourn mumble navigate negotiate nominate
        nurse oblige occupy orbit originate outline overlook owe paddle pant paste patch patrol* peel peer perceive
        persist pet photograph pile pinch plant plead plot pluck plunge poke pose position postpone praise preach
        precede prescribe preside prioritize proclaim profit prohibit project prolong prompt proofread protest prove
        provoke pump pursue quote radiate rank rate reassure rebel* recite reckon reconsider recruit recycle redeem
        regain register regulate rehearse reign reinforce relieve remark render renew reorganize repay reproduce
        resemble resent reside resign resist restore restrict resume retain retrieve reunite revise revive reward
        rinse roam roar roast rock rot rotate row rule sacrifice scatter schedule scold scrape scratch screen screw seal
        seize sense shade shape shelter shift shiver shrug sigh simplify sip skate sketch ski slam slap slice slip slow
        smash sneeze sniff snore snow soak soar sob specify speculate spill splash sponsor spot spray sprinkle squeeze
        stab stack stain starve steer stimulate stitch stretch strip stroll stuff stumble subscribe substitute subtract
        suck summarize summarise supervise suppress surf surrender suspend sustain swallow sway sweat tackle tag tame
        tap target tax terrify thrive tick tickle tip tolerate toss tow trail transform transmit* tremble trick trigger
        trim tug tutor twist unfold unload unpack upload urge utilize vacuum value vanish vary venture verify view
        violate volunteer warm weaken wed whip whistle widen wink wipe witness wrestle yawn yield zoom rename bathe
        comment fish guarantee mend greet kiss hug
        authenticate automate boot browse buffer bundle cache chain clone compress configure customize debug* decrypt
        default deprecate diverge converge document duplicate encode encrypt exit extract flag flush fork hash host
        increment initialize initialise instantiate interpret invoke iterate log loop map mirror nest notify optimize
        optimise overwrite parse pin pipe poll populate query range redirect refresh reload restart result retry
        reuse scale serialize simulate skip sort spawn stream sync terminate toggle track traverse validate amount
        account total emphasise recommend rely matter wonder
        """
}
