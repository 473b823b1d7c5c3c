import Testing

@testable import WritingEngine

/// The compression steps for connectives, previews, lists and `currently`,
/// with sentences written for these tests.
@Suite struct TransformCompressionConnectiveTests {
    @Test(arguments: [
        ("The cache is small. Additionally, it expires daily.", "The cache is small. It expires daily."),
        ("Moreover, the parser keeps comments.", "The parser keeps comments."),
        ("In addition, each job writes a log.", "Each job writes a log."),
        ("Also, the flag is optional.", "The flag is optional."),
        ("However, the flag is optional.", "However, the flag is optional."),
        ("Therefore, the flag is optional.", "Therefore, the flag is optional."),
        ("Furthermore, Kafka stores the offsets.", "Furthermore, Kafka stores the offsets."),
        ("The flag is also optional.", "The flag is also optional."),
        ("It has two modes: moreover, both are fast.", "It has two modes: both are fast."),
    ])
    func additiveConnective(_ before: String, _ after: String) {
        #expect(TransformFixture.step(AdditiveConnective(), before) == after)
    }

    @Test(arguments: [
        ("In this chapter, we'll discuss error handling.", "This chapter discusses error handling."),
        ("In this section we will look at the loop.", "This section looks at the loop."),
        ("In this guide, we're going to cover deployment.", "This guide covers deployment."),
        ("In this chapter, we explore traits.", "This chapter explores traits."),
        ("In this chapter, we'll build a server.", "In this chapter, we'll build a server."),
        ("In this section, we'll also discuss tests.", "In this section, we'll also discuss tests."),
        ("In this chapter, you'll discuss the plan.", "In this chapter, you'll discuss the plan."),
        ("Later, in this chapter, we'll discuss tests.", "Later, in this chapter, we'll discuss tests."),
    ])
    func chapterPreview(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ChapterPreview(), before) == after)
    }

    @Test(arguments: [
        ("Run the following commands:", "Run these commands:"),
        ("Add the following line to the file:", "Add the following line to the file:"),
        ("Create the following configuration file:", "Create this configuration file:"),
        ("The syntax is as follows:", "The syntax is:"),
        ("In the following example, the loop ends.", "In the following example, the loop ends."),
        ("Do it as follows:", "Do it as follows:"),
        ("The following script defines two options:", "The following script defines two options:"),
    ])
    func followingList(_ before: String, _ after: String) {
        #expect(TransformFixture.step(FollowingList(), before) == after)
    }

    @Test(arguments: [
        ("The plugin is currently experimental.", "The plugin is experimental."),
        ("The server currently supports two formats.", "The server supports two formats."),
        ("The plugin is not currently maintained.", "The plugin is not currently maintained."),
        ("Currently, the plugin is experimental.", "Currently, the plugin is experimental."),
        ("The plugin was currently disabled.", "The plugin was currently disabled."),
    ])
    func presentCurrently(_ before: String, _ after: String) {
        #expect(TransformFixture.step(PresentCurrently(), before) == after)
    }
}
