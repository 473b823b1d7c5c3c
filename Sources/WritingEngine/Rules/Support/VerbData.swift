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
        overcome overcame overcome
        override overrode overridden
        oversee oversaw overseen
        overtake overtook overtaken
        pay paid paid
        put put put
        quit quit quit
        read read read
        rebuild rebuilt rebuilt
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
        """
}
